/**
 * A light Italian month calendar (Monday first): days up to today and Sundays are disabled
 * (spec 001 §4: past dates and today ask for a later date; Sunday is closed). Each day is a
 * button named by its long Italian date; the chosen one is `aria-pressed`.
 */
import { useState } from 'react';
import { longDate, monthName, monthWeeks, plusMonths } from './dates';
import { T } from './texts';

const HEAD = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];

export function DatePicker(props: {
  value: string;
  today: string;
  /** The last day that may be chosen (none: no limit). */
  max?: string;
  onChange: (date: string) => void;
}) {
  const [month, setMonth] = useState(props.value.slice(0, 7));
  const firstMonth = props.today.slice(0, 7);
  return (
    <div className="pb-cal" role="group" aria-label={T.pickDate}>
      <div className="pb-cal-head">
        <button
          type="button"
          className="pb-icon"
          aria-label={T.prevMonth}
          disabled={month <= firstMonth}
          onClick={() => setMonth(plusMonths(month, -1))}
        >
          ‹
        </button>
        <span className="pb-cal-month" aria-live="polite">
          {monthName(month)}
        </span>
        <button
          type="button"
          className="pb-icon"
          aria-label={T.nextMonth}
          disabled={props.max !== undefined && month >= props.max.slice(0, 7)}
          onClick={() => setMonth(plusMonths(month, 1))}
        >
          ›
        </button>
      </div>
      <table className="pb-cal-grid" role="presentation">
        <thead>
          <tr>
            {HEAD.map((h) => (
              <th key={h} scope="col" aria-hidden="true">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((d, j) => (
                <td key={j}>
                  {d && (
                    <button
                      type="button"
                      className="pb-day"
                      aria-label={longDate(d)}
                      aria-pressed={d === props.value}
                      disabled={
                        d <= props.today || j === 6 || (props.max !== undefined && d > props.max)
                      }
                      onClick={() => props.onChange(d)}
                    >
                      {Number(d.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
