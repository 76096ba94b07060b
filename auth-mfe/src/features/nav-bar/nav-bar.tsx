import { Link } from 'react-router-dom';
import { paths } from '@zomato/shared';

/** Placeholder for the navigation app bar (auth issue). */
export default function NavBar() {
  return (
    <nav aria-label="Account">
      <Link to={paths.home}>Zomato</Link>
    </nav>
  );
}
