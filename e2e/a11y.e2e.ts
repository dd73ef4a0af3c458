/**
 * Accessibility with axe-core (WCAG 2.x A/AA and best practices): no serious or critical
 * violation on the login page, the grid at 1280 and 390 px, the edit dialog and the open
 * context menu. Every finding is attached to the report. Each test has a workshop of its
 * own (support/fixtures.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, SIGNED_OUT } from './support/fixtures';
import { appointmentDialog, cell, openDay } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { seedAppointment } from './support/seed';

const DAY = '2032-03-09';

// One axe run takes a few seconds on the full grid; leave room on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('login page', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'ACCEDI' })).toBeVisible();
    await expectNoSeriousViolations(page, 'login');
  });
});

/** Two appointments on DAY (one with every field and a reminder), then the grid on DAY. */
async function openSeededDay(page: Page, api: APIRequestContext) {
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
}

test('grid at 1280 px', async ({ page, api }) => {
  await openSeededDay(page, api);
  await expectNoSeriousViolations(page, 'grid-1280');
});

test('edit dialog', async ({ page, api }) => {
  await openSeededDay(page, api);
  await cell(page, '9:00', 1).dblclick();
  const dialog = appointmentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('ROSSI');
  await expectNoSeriousViolations(page, 'edit-dialog');
});

test('open context menu', async ({ page, api }) => {
  await openSeededDay(page, api);
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
