import { Link } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta.js';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you asked for does not exist.');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white">
        Back to the home page
      </Link>
    </div>
  );
}
