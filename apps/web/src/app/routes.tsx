import { Route, Routes } from 'react-router';
import { AuthCallbackPage } from './pages/auth-callback-page';
import { HomePage } from './pages/home-page';
import { NewsPage } from './pages/news-page';
import { NotFoundPage } from './pages/not-found-page';
import { SharePage } from './pages/share-page';

/** Every route of SPEC §2, plus /share/:id (a report shared read-only). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/auth/google/callback" element={<AuthCallbackPage />} />
      <Route path="/share/:id" element={<SharePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
