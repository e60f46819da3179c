import { Link } from 'react-router';
import styled from 'styled-components';
import { Heading } from '@lux/ui';
import { useAdmin } from '../layout/AdminContext';
import { screensFor } from '../layout/screens';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: 1rem;
  margin: 1.5rem 0 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: 1.25rem;
    border: 1px solid var(--lux-color-border, #d9d9d9);
    color: inherit;
    font-weight: 600;
  }
`;

/** `/admin`: links to the screens the user may open. */
export function Dashboard() {
  const { strings, user, href } = useAdmin();
  return (
    <section aria-labelledby="admin-dashboard-heading">
      <Heading level={1} size="l" id="admin-dashboard-heading">
        {strings.title}
      </Heading>
      <p>{strings.dashboard.intro}</p>
      <Cards>
        {screensFor(user).map((screen) => (
          <li key={screen}>
            <Link to={href(`/${screen}`)}>{strings.nav[screen]}</Link>
          </li>
        ))}
      </Cards>
    </section>
  );
}
