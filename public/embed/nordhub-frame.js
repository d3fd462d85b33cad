/*
 * Nordhub's embeddable pages (the job-list widget, the featured-jobs embed): tells the page that
 * frames this one how tall it is, on load and whenever its size changes, so that page's
 * nordhub-embed.js can size the iframe (ADR 030, widget). Only a height is posted: nothing about
 * the visitor. A static file, so the pages' CSP needs no inline script for it.
 */
(() => {
  if (window.parent === window) return;
  const MESSAGE_TYPE = 'nordhub:embed-height';
  let lastHeight = -1;
  const post = () => {
    const root = document.getElementById('embed-root');
    const height = Math.ceil(root ? root.getBoundingClientRect().height : document.body.scrollHeight);
    if (height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: MESSAGE_TYPE, height }, '*');
  };
  const start = () => {
    post();
    const root = document.getElementById('embed-root');
    if (root && typeof ResizeObserver === 'function') new ResizeObserver(post).observe(root);
  };
  window.addEventListener('load', post);
  window.addEventListener('resize', post);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
