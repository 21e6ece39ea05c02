import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { QueryRecord } from './query-record';

function Record({ read }: { read: () => Promise<{ name: string }> }) {
  const query = useQuery({ queryKey: ['record'], queryFn: read, retry: false });
  return (
    <QueryRecord query={query} what="user">
      {(data) => <h1>{data.name}</h1>}
    </QueryRecord>
  );
}

function show(read: () => Promise<{ name: string }>) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Record read={read} />
    </QueryClientProvider>,
  );
}

describe('QueryRecord', () => {
  it('says it is loading, then shows the record', async () => {
    show(() => Promise.resolve({ name: 'Sam Okafor' }));
    expect(screen.getByText('Loading user…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sam Okafor' })).toBeTruthy();
  });

  it('shows a failure with Try again, which reads the record again', async () => {
    let calls = 0;
    show(() => (++calls === 1 ? Promise.reject(new ApiError('Server error', { status: 500 })) : Promise.resolve({ name: 'Sam Okafor' })));
    expect((await screen.findByRole('alert')).textContent).toContain('The user could not be loaded: Server error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sam Okafor' })).toBeTruthy();
  });

  it('says a record that does not exist cannot be found, with nothing to try again', async () => {
    show(() => Promise.reject(new ApiError('No user with id 99999', { status: 404 })));
    expect((await screen.findByRole('alert')).textContent).toBe('The user could not be found. Check the address, or choose it from the list.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
