import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { membershipApplications } from './support/sandbox';

/**
 * The membership application on drop pages (drop-pages §2, §5): loaded when asked for,
 * checked as typed, sent to the platform; a refusal shows below the form and keeps what was typed;
 * success empties it. The video-mode drop (Desiccation, with its film) also asks why.
 */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await page.getByRole('button', { name: 'Apply for membership' }).click();
  return page.getByRole('form', { name: 'Apply for membership' });
};

test('invalid, then sent; the same e-mail again is answered as a first application (no one learns who applied), and the platform keeps the first', async ({
  page,
}) => {
  const form = await open(page, '/drops/tidal-light');
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Why do you want to join?')).toHaveCount(0);

  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada-at-example');
  await form.getByLabel('Social link').fill('ab');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Invalid email address format')).toBeVisible();
  await expect(form.getByText('Please enter at least 3 characters')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  expect((await membershipApplications()).filter((a) => a.email.startsWith('ada'))).toEqual([]);

  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Social link').fill('https://instagram.com/ada');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for applying! We will be in touch by email.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  expect((await membershipApplications()).filter((a) => a.email === 'ada@example.com')).toEqual([
    { name: 'Ada Lovelace', email: 'ada@example.com', social_link: 'https://instagram.com/ada', reason: null },
  ]);

  await form.getByLabel('Name').fill('Ada L.');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Social link').fill('https://twitter.com/ada');
  await form.getByRole('button', { name: 'Send application' }).click();
  // A repeat is answered as a first application (no one learns whether an address applied); the
  // platform keeps the first.
  await expect(form.getByRole('status')).toHaveText('Thank you for applying! We will be in touch by email.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect((await membershipApplications()).filter((a) => a.email === 'ada@example.com')).toHaveLength(1);
});

test('the film drop asks why, at least 10 characters', async ({ page }) => {
  const form = await open(page, '/drops/shintaro-desiccation');
  await form.getByLabel('Name').fill('Ken');
  await form.getByLabel('Email').fill('ken@example.com');
  await form.getByLabel('Social link').fill('ken.example.com');
  await form.getByLabel('Why do you want to join?').fill('films');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Reason must be at least 10 characters')).toBeVisible();
  await form.getByLabel('Why do you want to join?').fill('I collect Shintaro’s films.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for applying! We will be in touch by email.');
  expect((await membershipApplications()).filter((a) => a.email === 'ken@example.com')).toEqual([
    { name: 'Ken', email: 'ken@example.com', social_link: 'ken.example.com', reason: 'I collect Shintaro’s films.' },
  ]);
});

test('the form’s code is not on the drop page until asked for', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/drops/tidal-light');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(page.getByRole('form', { name: 'Apply for membership' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});
