import { renderToStaticMarkup } from 'react-dom/server';
import { useLoad } from './useLoad';

/** Shows the state of a load, as a page deciding between "Загрузка…" and its content would read it. */
function Probe({ enabled }: { enabled: boolean }) {
  const loaded = useLoad(() => Promise.resolve('data'), 'key', enabled);
  return <p>{loaded.status}</p>;
}

describe('useLoad', () => {
  it('is idle, not loading, when nothing will be loaded (the wrong role, no id): no "Загрузка…" that never goes', () => {
    expect(renderToStaticMarkup(<Probe enabled={false} />)).toBe('<p>idle</p>');
  });

  it('is loading from the first render when it will load', () => {
    expect(renderToStaticMarkup(<Probe enabled />)).toBe('<p>loading</p>');
  });
});
