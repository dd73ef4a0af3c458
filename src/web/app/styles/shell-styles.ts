/**
 * The Mantine CSS of the signed-out shell only (README "Performance": the login page stays small):
 * the base layer plus the components the login page, the status pages and the loaders use,
 * in the order of Mantine's own `styles.css`. Toasts and the screen blocker bring their CSS
 * with their lazy modules (`@web/lib/notifications-module`, `screen-blocker.tsx`); the
 * signed-in area loads the CSS of every component the app uses (`desk-styles.ts`). A component added to the login
 * or status pages must be added here too (e2e/login.e2e.ts screenshots show it).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
