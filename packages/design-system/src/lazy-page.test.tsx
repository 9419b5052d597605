import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

it('shows the loading indicator until the page has loaded, then the page with its props', async () => {
  let finish: (page: typeof Greeting) => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
  const Page = lazyPage(load);
  expect(load).not.toHaveBeenCalled();

  const { rerender } = render(<Page name="Dana" />);
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  finish(Greeting);
  expect(await screen.findByRole('heading', { name: 'Hello Dana' })).toBeInTheDocument();

  rerender(<Page name="Alex" />);
  expect(screen.getByRole('heading', { name: 'Hello Alex' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
