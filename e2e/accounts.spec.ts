import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { API_URL, expireTokens, latestMail } from './support/sandbox';
import { redPng } from './support/png';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('register, verify by the mailed code, log in, edit the profile, change the password, log out and back in', async ({ page, request }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  const errors = page.getByRole('main').getByRole('alert');
  for (const m of [
    'First name is required',
    'Last name is required',
    'Nick name is required',
    'Email is required',
    'Password is required',
    'Confirm Password is required',
  ]) {
    await expect(errors).toContainText(m);
  }
  await page.getByRole('main').getByLabel('First name').fill('Ada');
  await page.getByRole('main').getByLabel('Last name').fill('Lovelace');
  await page.getByRole('main').getByLabel('Nick name').fill('ada');
  // An address the platform already has: the form's slot shows the platform's own error, and keeps what was typed.
  await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByRole('main').getByLabel('Confirm password').fill('abcdefgh');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(errors).toHaveText('Email already exists');
  await expect(page.getByRole('main').getByLabel('Nick name')).toHaveValue('ada');
  await page.getByRole('main').getByLabel('Email').fill('ada@example.com');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('main').getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(errors).toContainText('Password must be 8 characters at minimum');
  await expect(errors).toContainText('Passwords must match');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByRole('main').getByLabel('Confirm password').fill('abcdefgh');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Register Success')).toBeVisible();

  const mail = await latestMail('ada@example.com');
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await expect(page.getByText('Email has been verified.')).toBeVisible();

  await logIn(page, 'ada@example.com', 'abcdefgh');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/users/update');

  // The profile is at 33 % (basic info, verified), so "Complete Profile" opens the socials dialog.
  await page.goto('/users/ada');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByText('Standard')).toBeVisible();
  await page
    .getByRole('region', { name: /^Profile strength/ })
    .getByRole('link', { name: 'Complete Profile' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Social links' });
  await dialog.getByLabel('Twitter').fill('https://twitter.com/ada');
  await dialog.getByLabel('Discord').fill('ada#1815');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();

  const basic = page.getByRole('form', { name: 'Basic information' });
  await basic.getByLabel('Bio').fill('x'.repeat(501));
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByRole('alert')).toHaveText('Bio must be at most 500 characters');
  await basic.getByLabel('Bio').fill('Analytical engines and generative art.');
  await basic.getByLabel('Location').fill('London');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated successfully').first()).toBeVisible();

  await page.getByRole('button', { name: 'Change avatar' }).click();
  const avatar = page.getByRole('dialog', { name: 'Avatar' });
  await avatar.getByLabel('Choose a png or jpeg image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: redPng() });
  await expect(avatar.getByAltText('avatar preview')).toBeVisible();
  await avatar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your avatar has been updated successfully')).toBeVisible();

  await page.goto('/users/ada');
  await expect(page.getByText('Analytical engines and generative art.')).toBeVisible();
  await expect(page.getByText('London')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '66');
  const src = await page.getByAltText('Ada Lovelace avatar').getAttribute('src');
  const served = await request.get(src!);
  expect(served.headers()['content-type']).toMatch(/image\//);
  const stored = await (await request.get(`${API_URL}/users/ada`)).json();
  expect(stored).toMatchObject({
    bio: 'Analytical engines and generative art.',
    location: 'London',
    social_twitter: 'https://twitter.com/ada',
    social_discord: 'ada#1815',
  });
  // Stored as we encoded it again, so nothing hidden in the upload survives: the same picture, a PNG with the same pixels.
  const storedPng = Buffer.from(await (await request.get(stored.avatar.original)).body());
  const [mine, theirs] = await Promise.all([
    sharp(redPng()).raw().toBuffer({ resolveWithObject: true }),
    sharp(storedPng).raw().toBuffer({ resolveWithObject: true }),
  ]);
  expect(theirs.info).toMatchObject({ format: 'raw', width: mine.info.width, height: mine.info.height });
  expect(theirs.data.equals(mine.data)).toBe(true);
  expect(storedPng.subarray(1, 4).toString()).toBe('PNG');

  await page.goto('/users/update');
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('abcdefgh');
  await password.getByLabel('New password', { exact: true }).fill('new-secret');
  await password.getByLabel('Confirm new password').fill('new-secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await logIn(page, 'ada@example.com', 'abcdefgh');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email or password is incorrect');
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('ada@example.com');
  await page.getByRole('main').getByLabel('Password').fill('new-secret');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');
});

test('login shows the spec messages as a list and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('main').getByRole('alert').getByRole('listitem')).toHaveText(['Email is required', 'Password is required']);
  await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
  await page.getByRole('main').getByLabel('Password').fill('ab');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Password must be 8 characters at minimum');
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('collector@example.com');
  for (const link of ['Create an account', 'Forgot password?', 'Verify your email']) await expect(page.getByRole('link', { name: link })).toBeVisible();
});

test('guest-only and login-gated routes redirect, and login returns to where the visitor was going', async ({ page }) => {
  await page.goto('/users/account');
  await expect(page).toHaveURL('/login?next=%2Fusers%2Faccount');
  await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
  await page.getByRole('main').getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/users/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  await expect(page.getByRole('cell', { name: 'Print: Wall at 3am' })).toBeVisible();
  await page.getByRole('link', { name: 'ETH' }).click();
  await expect(page.getByRole('link', { name: 'Black Feather member token' })).toBeVisible();
  await page.getByRole('link', { name: 'Black Feather member token' }).click();
  await expect(page).toHaveURL('/transaction/tx-1002');
  await expect(page.getByText('0.02 ETH')).toBeVisible();

  for (const guestOnly of ['/login', '/register', '/forgot-password', '/reset-password']) {
    await page.goto(guestOnly);
    await expect(page).toHaveURL('/');
  }
});

test('the session cookie is httpOnly and the platform token never reaches the page', async ({ page }) => {
  // The same call the login form makes, through the page's cookie jar.
  const res = await page.request.post('/api/auth/login', {
    headers: { origin: 'http://localhost:3000' },
    data: { email: 'collector@example.com', password: 'password123' },
  });
  expect(res.ok()).toBe(true);
  const body = await res.text();
  expect(body).not.toMatch(/token/i);
  expect(JSON.parse(body).user).toMatchObject({ key: 'u-collector', emailVerified: true });
  await page.goto('/users/collector');
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('link', { name: 'Complete Profile' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Social links' }).getByRole('link').first()).toBeVisible();
  await expect(page.locator('ul[aria-label], ol[aria-label]')).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'drop_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('drop_session');
  const html = await page.content();
  expect(html).not.toMatch(/[0-9a-f]{64}/);
});

test('an unverified owner sees the notice; an expired token on a write ends the session', async ({ page }) => {
  await logIn(page, 'newbie@example.com', 'password123');
  await expect(page).toHaveURL('/');
  await page.goto('/users/newbie');
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();

  await page.goto('/users/update');
  await expireTokens('newbie@example.com');
  const basic = page.getByRole('form', { name: 'Basic information' });
  await basic.getByLabel('Location').fill('Nowhere');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/');
  expect((await page.context().cookies()).find((c) => c.name === 'drop_session')).toBeUndefined();
  await page.goto('/users/update');
  await expect(page).toHaveURL('/login?next=%2Fusers%2Fupdate');
});

test('a profile that does not exist sends the visitor home', async ({ page }) => {
  await page.goto('/users/nobody-at-all');
  await expect(page).toHaveURL('/');
});

test('forgot password mails a code; reset with it, then log in with the new password', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('main').getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email is required');
  await page.getByRole('main').getByLabel('Email').fill('newbie@example.com');
  await page.getByRole('main').getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL('/reset-password?email=newbie%40example.com');

  const main = page.getByRole('main');
  await expect(main.getByLabel('Email')).toHaveValue('newbie@example.com');
  await main.getByLabel('Code').fill('000000');
  await main.getByLabel('New password').fill('brand-new');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(main.getByRole('alert')).toHaveText('Invalid or expired code');
  await expect(main.getByLabel('New password')).toHaveValue('brand-new');

  const { code } = await latestMail('newbie@example.com');
  await main.getByLabel('Code').fill(code);
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, 'newbie@example.com', 'brand-new');
  await expect(page).toHaveURL('/');
});

test('the verify page mails a new code on request, and that code verifies the address', async ({ page }) => {
  await page.goto('/verifyemail');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('newbie@example.com');
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByText('A new code has been sent to your email')).toBeVisible();
  const mail = await latestMail('newbie@example.com');
  expect(mail.subject).toBe('Verify your e-mail address');
  await page.goto(`/verifyemail?email=newbie%40example.com&code=${mail.code}`);
  await expect(main.getByText('Email has been verified.')).toBeVisible();
  const stored = await (await page.request.get(`${API_URL}/users/newbie`)).json();
  expect(stored.email_verified).toBe(true);
});

test('an avatar that is not png or jpeg is refused in the dialog before any upload', async ({ page }) => {
  await logIn(page, 'collector@example.com', 'password123');
  await expect(page).toHaveURL('/');
  await page.goto('/users/update?dialog=avatar');
  const dialog = page.getByRole('dialog', { name: 'Avatar' });
  await dialog.getByLabel('Choose a png or jpeg image').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a png or jpeg image');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('changing the e-mail asks for the current password, then to verify the new address, and mails it a code', async ({ page }) => {
  await logIn(page, 'collector@example.com', 'password123');
  await expect(page).toHaveURL('/');
  await page.goto('/users/update');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill('casey@example.com');
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter your current password to change your email');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');
  // The basic form cannot change it either without the password.
  const basic = page.getByRole('form', { name: 'Basic information' });
  await basic.getByLabel('Email').fill('thief@example.com');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByRole('alert')).toHaveText('Enter your current password to change your email');
  await expect(form.getByLabel('New email')).toHaveValue('casey@example.com');
  await form.getByLabel('Current password').fill('password123');
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(form.getByText('We sent a code to your new address to verify it.')).toBeVisible();
  expect((await latestMail('casey@example.com')).subject).toBe('Verify your e-mail address');
  // Until the code comes back the account keeps its verified address.
  await expect(page.getByRole('form', { name: 'Confirm new email' })).toContainText('casey@example.com');
  await page.goto('/users/collector');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Please verify your email address')).toHaveCount(0);
});
