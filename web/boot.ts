/**
 * The page's one script. The server's HTML is the page; the app takes over from it after the browser has
 * painted it once, so that starting the app never delays what the visitor first sees. Its code is already
 * downloading meanwhile (the page preloads it). A tab opened in the background starts at once.
 */
// The stylesheet belongs to the page itself: the server inlines it into every page.
import './styles.css';

const start = () => void import('./main.js');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
