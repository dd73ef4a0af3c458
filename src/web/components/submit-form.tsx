/**
 * A form whose submit (its submit button, or Enter in a single-line field) calls `onSubmit`
 * without reloading the page. Other form attributes (`noValidate`: the screen shows the
 * spec's own messages instead of the browser's) pass through.
 */
import type { ComponentProps } from 'react';

/** `onSubmit`: runs on submit, after the page reload is prevented; the rest: `<form>` attributes. */
export function SubmitForm({
  onSubmit,
  ...rest
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      {...rest}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    />
  );
}
