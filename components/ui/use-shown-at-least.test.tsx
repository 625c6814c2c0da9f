/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useShownAtLeast } from './use-shown-at-least';

function Placeholder({ loading }: { loading: boolean }) {
  return <p>{useShownAtLeast(loading) ? 'Loading...' : 'Content'}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a placeholder shown stays 600 ms from the frame it was painted in, though the content came at once, then gives way', () => {
  const { rerender } = render(<Placeholder loading />);
  act(() => jest.advanceTimersByTime(50));
  rerender(<Placeholder loading={false} />);
  expect(screen.getByText('Loading...')).toBeTruthy();
  act(() => jest.advanceTimersByTime(560));
  expect(screen.getByText('Loading...')).toBeTruthy();
  act(() => jest.advanceTimersByTime(10));
  expect(screen.getByText('Content')).toBeTruthy();
});

test('a load that ends before its first frame is painted still holds the placeholder 600 ms', () => {
  const { rerender } = render(<Placeholder loading />);
  rerender(<Placeholder loading={false} />);
  act(() => jest.advanceTimersByTime(599));
  expect(screen.getByText('Loading...')).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Content')).toBeTruthy();
});

test('a load longer than 600 ms gives way as soon as it is done; one never shown is never held; a new load shows it again', () => {
  const { rerender } = render(<Placeholder loading />);
  act(() => jest.advanceTimersByTime(900));
  rerender(<Placeholder loading={false} />);
  act(() => jest.advanceTimersByTime(0));
  expect(screen.getByText('Content')).toBeTruthy();

  rerender(<Placeholder loading />);
  expect(screen.getByText('Loading...')).toBeTruthy();
  rerender(<Placeholder loading={false} />);
  act(() => jest.advanceTimersByTime(599));
  expect(screen.getByText('Loading...')).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Content')).toBeTruthy();

  const never = render(<Placeholder loading={false} />);
  expect(never.getAllByText('Content')).toHaveLength(2);
});
