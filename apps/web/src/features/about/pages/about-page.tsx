import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { APP_VERSION } from '../../../lib/app-version';
import { useLeagueConfig } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { aboutMessages as m } from '../messages';

/** Only web addresses become links: a misconfigured value is shown as text, never as javascript:. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** /about: what the league and the application are, the version and the league's links. */
export function AboutPage() {
  const config = useLeagueConfig();
  const links = config.data
    ? ([
        [m.social, config.data.social_url],
        [m.streaming, config.data.streaming_url],
        [m.chat, config.data.chat_url],
      ] as const)
    : [];
  return (
    <Page title={m.title}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card className="space-y-2">
          <h2 className="text-base font-semibold text-emerald-900">{m.leagueTitle}</h2>
          <p className="text-sm leading-relaxed text-stone-700">{m.league}</p>
        </Card>
        <Card className="space-y-2">
          <h2 className="text-base font-semibold text-emerald-900">{m.appTitle}</h2>
          <p className="text-sm leading-relaxed text-stone-700">{m.app}</p>
          <p className="text-sm text-stone-700">
            {m.version}: <strong data-testid="app-version">{APP_VERSION}</strong>
          </p>
        </Card>
        <Card className="space-y-2">
          <h2 className="text-base font-semibold text-emerald-900">{m.linksTitle}</h2>
          {config.isPending ? <Loading text={m.linksLoading} /> : null}
          {config.isError ? <Alert>{m.linksError}</Alert> : null}
          <dl className="space-y-1 text-sm">
            {links.map(([label, url]) => (
              <div key={label} className="flex flex-wrap gap-x-2">
                <dt className="font-medium text-stone-700">{label}:</dt>
                <dd className="min-w-0 break-all">
                  {url && isWebUrl(url) ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-emerald-800 underline"
                    >
                      {url}
                    </a>
                  ) : (
                    <span className="text-stone-500">{url || m.notConfigured}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="space-y-2">
          <h2 className="text-base font-semibold text-emerald-900">{m.moreTitle}</h2>
          <ul className="space-y-1 text-sm">
            {(
              [
                [paths.ruleBook, m.rulebook],
                [paths.protected, m.market],
                [paths.seasonCountdown, m.season],
              ] as const
            ).map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="font-medium text-emerald-800 underline">
                  {label}
                </Link>
              </li>
            ))}
            {/* The public pages are drawn by the server (decision 035): a full load, not a route of the app. */}
            <li>
              <a href="/liga" className="font-medium text-emerald-800 underline">
                {m.publicPages}
              </a>
            </li>
          </ul>
        </Card>
      </div>
    </Page>
  );
}
