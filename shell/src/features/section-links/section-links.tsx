import { Link } from 'react-router-dom';
import { sectionLinks } from '@zomato/shared';
import styles from './section-links.module.css';

/** The three sections as pill links: where a page with nothing to show sends the visitor on. */
export function SectionLinks() {
  return (
    <ul className={`bare-list ${styles.links}`}>
      {sectionLinks.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
