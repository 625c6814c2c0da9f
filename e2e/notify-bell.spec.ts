import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dropNotifications } from './support/sandbox';

/** The notification bell on an upcoming drop (drop-pages §5): the spec's two toasts and the platform's record. */
const DROP = '/drops/night-walls';
const bell = (page: Page) => page.getByRole('button', { name: 'Notify me when Night Walls opens' });

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a visitor and an unverified user are asked to verify; the verified collector is registered, once', async ({ page }) => {
  await page.goto(DROP);
  await expect(page.getByRole('timer', { name: 'Opens in' })).toHaveText(/^Opens in \d+d /);
  await bell(page).click();
  await expect(page.getByText('Please verify your email')).toBeVisible();

  await logIn(page, 'newbie@example.com');
  await page.goto(DROP);
  await bell(page).click();
  await expect(page.getByText('Please verify your email')).toBeVisible();
  expect(await dropNotifications()).toEqual([]);

  await page.context().clearCookies();
  await logIn(page, 'collector@example.com');
  await page.goto(DROP);
  await bell(page).click();
  await expect(page.getByText('You have successfully registered to receive notifications.')).toBeVisible();
  await bell(page).click();
  await expect(page.getByText('You have successfully registered to receive notifications.').first()).toBeVisible();
  expect(await dropNotifications()).toEqual([{ email: 'collector@example.com', drop: 'night-walls' }]);
});

test('a drop already open has no bell', async ({ page }) => {
  await page.goto('/drops/tidal-light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tidal Light');
  await expect(bell(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notify me/ })).toHaveCount(0);
});
