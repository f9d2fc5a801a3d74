import { Route, Routes } from 'react-router';
import { AuthCallbackPage } from './pages/auth-callback-page';
import { HomePage } from './pages/home-page';
import { NewsPage } from './pages/news-page';
import { NotFoundPage } from './pages/not-found-page';

/** Every route of SPEC §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/auth/google/callback" element={<AuthCallbackPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
