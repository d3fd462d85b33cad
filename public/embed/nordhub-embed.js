/*
 * For sites that embed Nordhub's job-list widget or featured-jobs embed (see /startups/career-page):
 * include this script once on the page, beside iframes marked `data-nordhub-embed`. Each iframe then
 * takes the height its page reports, so it shows every job without a scroll bar of its own. Only
 * messages from the origin this script was loaded from, and from one of those iframes, are heard.
 */
(() => {
  const MESSAGE_TYPE = 'nordhub:embed-height';
  const MAX_HEIGHT = 20000;
  const script = document.currentScript;
  if (!script?.src) return;
  const ourOrigin = new URL(script.src).origin;
  window.addEventListener('message', (event) => {
    if (event.origin !== ourOrigin) return;
    const data = event.data;
    if (!data || data.type !== MESSAGE_TYPE || typeof data.height !== 'number') return;
    if (!Number.isFinite(data.height) || data.height < 0) return;
    for (const frame of document.querySelectorAll('iframe[data-nordhub-embed]')) {
      if (frame.contentWindow !== event.source) continue;
      frame.style.height = `${Math.min(Math.ceil(data.height), MAX_HEIGHT)}px`;
    }
  });
})();
