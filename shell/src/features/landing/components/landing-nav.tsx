import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, RemoteComponent } from '@zomato/shared';
import styles from '../landing-page.module.css';

/**
 * auth-mfe's navigation app bar; until it has loaded, or if auth is down, a plain bar
 * stands in. It is asked for once the page has painted, so the heading and search do not
 * wait for another app's scripts.
 */
export function LandingNav() {
  const painted = useAfterFirstPaint();
  return (
    <div className={styles.nav}>
      {painted ? (
        <RemoteComponent remote="auth" expose="./NavBar" loading={<PlainNav />} failed={() => <PlainNav />} />
      ) : (
        <PlainNav />
      )}
    </div>
  );
}

/** False for the first paint of the component, true from the frame after. */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

function PlainNav() {
  return (
    <nav aria-label="Account" className={styles.plainNav}>
      <Link to={paths.home} className="wordmark">
        Zomato
      </Link>
    </nav>
  );
}
