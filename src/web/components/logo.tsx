/** The ReviApp logo (gauge mark + word mark), `public/logo.svg`; alt text "ReviApp". */
import type { ComponentPropsWithoutRef } from 'react';
import { SHELL_TEXTS as T } from '@web/config/texts';

const BASE = import.meta.env.BASE_URL;

/** Full logo image; `height` in px (width follows the 236×64 drawing). */
export function Logo({
  height = 48,
  ...rest
}: { height?: number } & ComponentPropsWithoutRef<'img'>) {
  return (
    <img
      src={`${BASE}logo.svg`}
      alt={T.appName}
      height={height}
      width={Math.round((height * 236) / 64)}
      draggable={false}
      {...rest}
    />
  );
}

/** Only the gauge mark (`public/favicon.svg`), decorative. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return <img src={`${BASE}favicon.svg`} alt="" width={size} height={size} draggable={false} />;
}
