/**
 * Accessibility with axe-core (WCAG 2.x A/AA and best practices): no serious or critical
 * violation on the login page, the grid at 1280 and 390 px, the edit dialog and the open
 * context menu. Every finding is attached to the report. Each test has a workshop of its
 * own (support/fixtures.ts).
 */
import { test, expect, SIGNED_OUT } from './support/fixtures';
import { appointmentDialog, cell, openDay } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { seedAppointment } from './support/seed';

const DAY = '2032-03-09';

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('login page', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'ACCEDI' })).toBeVisible();
    await expectNoSeriousViolations(page, 'login');
  });
});

test('grid at 1280 px, its edit dialog and its open context menu', async ({ page, api }) => {
  await seedAppointment(
    api,
    { date: DAY, time: '9:00', column: 1 },
    {
      surname: 'ROSSI',
      phone: '3331234567',
      model: 'HONDA SH 125',
      plate: 'AB12345',
      reminder: true,
    },
  );
  await seedAppointment(api, { date: DAY, time: '9:30', column: 2 }, { surname: 'BIANCHI' });
  await openDay(page, DAY);
  await expect(cell(page, '9:00', 1)).toContainText('ROSSI');
  await expectNoSeriousViolations(page, 'grid-1280');

  await cell(page, '10:00', 2).click();
  const dialog = appointmentDialog(page);
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'edit-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await cell(page, '9:00', 1).click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, 'context-menu');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('grid', async ({ page, api }) => {
    await seedAppointment(
      api,
      { date: DAY, time: '9:00', column: 1 },
      { surname: 'ROSSI', phone: '3331234567', model: 'HONDA SH 125', plate: 'AB12345' },
    );
    await openDay(page, DAY);
    await expect(cell(page, '9:00', 1)).toContainText('ROSSI');
    await expectNoSeriousViolations(page, 'grid-390');
  });
});
