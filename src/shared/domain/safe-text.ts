/**
 * Characters that never belong in text a person typed (README "Limits and hardening"): C0 control
 * characters (U+0000–U+001F) except tab, line feed and carriage return, DEL (U+007F), the
 * C1 controls (U+0080–U+009F) and lone UTF-16 surrogates. PostgreSQL refuses NUL in text
 * (a 500 before this check) and a lone surrogate cannot be stored as UTF-8 (it was either a
 * 500 or silently replaced by U+FFFD). Line breaks and tabs are allowed here; single-line
 * fields refuse them in their schema (`singleLineText` in contracts/common.ts).
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Code-unit regex (no `u` flag): a high surrogate not followed by a low one, or a low one
// not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/** True when `text` holds a control character (other than \t \n \r) or a lone surrogate. */
export function hasUnsafeChars(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** True when `text` holds a tab or a line break (for single-line fields). */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAK_OR_TAB.test(text);
}
