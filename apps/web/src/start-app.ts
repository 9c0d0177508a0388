import { keepEarlySubmissionsInThePage } from './app/early-submissions';

/**
 * The one script a page's HTML names to start the app: it imports the app's entry (`data-start`) and main.tsx
 * takes the page over. When the code cannot be loaded or run (a dropped connection, a release that replaced it),
 * the page says so above its frame, outside the part React takes over, and offers a reload: its skeleton or its
 * buttons would otherwise wait for code that never comes.
 *
 * A signed-in page (index.html, build/start-app-plugin.ts) starts the code at once: its HTML already asks for the
 * entry and the page's chunks. A prerendered public page (build/prerender-shells.tsx, `data-after-paint`) paints
 * from its HTML, inline stylesheet and font; once that first frame is on screen, this asks for the entry and the
 * chunks the page needs (`data-preload`), all at once. Asked for earlier, the code shared a slow connection with
 * what the first paint needs (ADR 037).
 */
function sayTheCodeDidNotLoad(): void {
  if (document.getElementById('code-load-failure')) return;
  const notice = document.createElement('div');
  notice.id = 'code-load-failure';
  notice.setAttribute('role', 'alert');
  notice.className = 'bg-[var(--color-brand-900)] px-4 py-3 text-center text-white';
  // In the page's language, as the build wrote it on this script (app/page-shell-messages.ts); English otherwise.
  const words = loader?.dataset;
  const text = document.createElement('p');
  text.textContent =
    words?.failure ?? 'This page could not finish loading. Check your connection, then reload the page.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-secondary btn-sm mt-2';
  reload.textContent = words?.reload ?? 'Reload the page';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.prepend(notice);
  stopSayingItIsLoading();
}

/**
 * What the HTML drew to stand for the page while its code loads (the signed-in skeleton, the checkout's spinner)
 * stops moving and stops telling assistive technology that it is loading: nothing will replace it now.
 */
function stopSayingItIsLoading(): void {
  for (const status of document.querySelectorAll('#root [role="status"]')) {
    status.removeAttribute('role');
    status.setAttribute('aria-hidden', 'true');
    for (const element of [status, ...status.querySelectorAll('*')]) {
      for (const name of [...element.classList]) {
        if (name.includes('animate-')) element.classList.remove(name);
      }
    }
  }
}

/** Calls `start` once the page's first frame is on screen, or after a second if the browser never says so. */
function afterFirstPaint(start: () => void): void {
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

keepEarlySubmissionsInThePage(document);

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
  if (loader?.dataset.afterPaint === undefined) start();
  else afterFirstPaint(start);
}
