/**
 * A screen's title (spec 000 §2): an h2, a size smaller on a phone, and a long title (an
 * account's name) wraps anywhere instead of widening the screen. Other Title props (`style`)
 * pass through.
 */
import { Title, type TitleProps } from '@mantine/core';

/** The children are the title text (Italian, from the screen's `texts.ts`). */
export function PageTitle(props: Omit<TitleProps, 'order'>) {
  return (
    <Title
      order={2}
      fz={{ base: 'h3', sm: 'h2' }}
      style={{ overflowWrap: 'anywhere' }}
      {...props}
    />
  );
}
