/**
 * A closed day (spec 000 §2 "A closed day shows a closed image"): an illustration of a
 * lowered workshop shutter, alt "Giornata chiusa", and the same words below it.
 */
import { memo } from 'react';
import classes from './grid.module.css';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

const SHUTTER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220">
<rect x="20" y="30" width="280" height="180" rx="6" fill="#e9ecef" stroke="#868e96" stroke-width="4"/>
<rect x="20" y="18" width="280" height="26" rx="6" fill="#495057"/>
<g fill="#ced4da" stroke="#adb5bd" stroke-width="2">
${Array.from({ length: 9 }, (_, i) => `<rect x="34" y="${52 + i * 16}" width="252" height="14" rx="2"/>`).join('')}
</g>
<rect x="140" y="190" width="40" height="8" rx="3" fill="#868e96"/>
<g transform="translate(160 112) rotate(-8)">
<rect x="-92" y="-26" width="184" height="52" rx="8" fill="#fff" stroke="#e03131" stroke-width="5"/>
<text x="0" y="11" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#e03131">CHIUSO</text>
</g>
</svg>`;

const SHUTTER_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SHUTTER_SVG)}`;

function ClosedDayImpl() {
  return (
    <div className={classes.wrap}>
      <div className={classes.closed}>
        <img src={SHUTTER_SRC} alt={T.closedDay} width={320} height={220} />
        <div className={classes.closedTitle}>{T.closedDay}</div>
      </div>
    </div>
  );
}

export const ClosedDay = memo(ClosedDayImpl);
