/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { useApiForm } from './use-api-form';

const schema = z.object({ firstName: z.string(), bio: z.string() });
const submitted: unknown[] = [];

function Profile() {
  const { form } = useApiForm(schema, { firstName: 'Ana', bio: 'Old bio' });
  return (
    <form onSubmit={form.handleSubmit((values) => void submitted.push(values))}>
      <input aria-label="First name" defaultValue="Ana" {...form.register('firstName')} />
      <textarea aria-label="Bio" defaultValue="Old bio" {...form.register('bio')} />
      <button type="submit">Save</button>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useApiForm over server-rendered fields', () => {
  it('keeps what was typed before hydration, and fills the rest with the saved values', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Profile />);
    document.body.append(container);
    // Edited before hydration, which resets a textarea to its default.
    expect(container.querySelector('textarea')!.value).toBe('Old bio');
    const bio = container.querySelector('textarea') as HTMLTextAreaElement & { __drpTyped?: string };
    bio.value = 'Typed at once';
    bio.__drpTyped = bio.value;

    await act(async () => void hydrateRoot(container, <Profile />));

    expect(bio.value).toBe('Typed at once');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('Ana');
    await act(async () => container.querySelector('button')!.click());
    expect(submitted).toEqual([{ firstName: 'Ana', bio: 'Typed at once' }]);
  });
});
