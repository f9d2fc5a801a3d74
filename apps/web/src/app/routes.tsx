import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthCallbackPage } from './pages/auth-callback-page';
import { HomePage } from './pages/home-page';

// Pages most visits never open load on demand.
const NewsPage = lazy(() => import('./pages/news-page').then((m) => ({ default: m.NewsPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const SharePage = lazy(() => import('./pages/share-page').then((m) => ({ default: m.SharePage })));
const DocumentsPage = lazy(() =>
  import('./pages/documents-page').then((m) => ({ default: m.DocumentsPage })),
);
const DocumentPage = lazy(() => import('./pages/document-page').then((m) => ({ default: m.DocumentPage })));

/**
 * Every route of SPEC §2, plus /share/:id (a report shared read-only), /documents (the user's own
 * documents) and /documents/:id (one document; where document citations link).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/news" element={<NewsPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/auth/google/callback" element={<AuthCallbackPage />} />
        <Route path="/share/:id" element={<SharePage />} />
        <Route path="/documents" element={<DocumentsPage />} />
        <Route path="/documents/:id" element={<DocumentPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
