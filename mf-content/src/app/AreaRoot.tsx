import { BrowserRouter, Route, Routes } from 'react-router-dom';

function Placeholder() {
  return <p>Content area placeholder</p>;
}

export function AreaRoot() {
  return (
    <div data-area="content" data-build={__AREA_BUILD__}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Placeholder />} />
        </Routes>
      </BrowserRouter>
    </div>
  );
}
