/**
 * Route `#/test` (spec 000 §2): the diagnostic page with the app's version. Its own chunk:
 * the version label lives in the layout feature, which must not enter the login page's
 * bundle (README "Performance", login ≤ 150 KB).
 */
import { VERSION_LABEL } from '@web/features/layout';
// Not in the feature's index: the index is on the login page's path.
import { TestPage } from '@web/features/status/test-page';

export function TestRoute() {
  return <TestPage version={VERSION_LABEL} />;
}
