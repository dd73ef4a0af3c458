/** Routes (spec 000 §2). The shell helper fills in the screens. */
import { HashRouter, Navigate, Route, Routes } from 'react-router';

export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </HashRouter>
  );
}
