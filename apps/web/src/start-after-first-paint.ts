/**
 * The only script a prerendered public page names in its HTML (build/prerender-shells.tsx). The page paints from
 * its HTML, inline stylesheet and font; once that first frame is on screen, this asks for the app's code (its
 * entry and the chunks the page needs, all at once) and runs it, and main.tsx takes the page over. Asked for
 * earlier, the code shared a slow connection with what the first paint needs (ADR 037). When the code cannot be
 * loaded or run (a dropped connection, a release that replaced it), the page says so above its frame, outside the
 * part React takes over, and offers a reload: its buttons would otherwise wait for code that never comes.
 */
function sayTheCodeDidNotLoad(): void {
  if (document.getElementById('code-load-failure')) return;
  const notice = document.createElement('div');
  notice.id = 'code-load-failure';
  notice.setAttribute('role', 'alert');
  notice.className = 'bg-[var(--color-brand-900)] px-4 py-3 text-center text-white';
  const text = document.createElement('p');
  text.textContent = 'This page could not finish loading. Check your connection, then reload the page.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-secondary btn-sm mt-2';
  reload.textContent = 'Reload the page';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.prepend(notice);
}

const loader = document.querySelector<HTMLScriptElement>('script[data-start]');
const entry = loader?.dataset.start;
if (entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (loader?.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(/* @vite-ignore */ entry).catch(sayTheCodeDidNotLoad);
  };
  // The browser reports its first paint once the frame is on screen. Where it does not, a task queued from an
  // animation frame runs once that frame is drawn; a tab in the background paints nothing, so a timer starts the
  // code there too.
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 1_000);
}
