import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="page">
      <h1>Nothing here</h1>
      <p>
        This page does not exist. <Link to="/">Back to the races</Link>.
      </p>
    </section>
  );
}
