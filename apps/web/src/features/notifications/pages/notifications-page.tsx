import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationList } from '../components/notification-list';
import { notificationMessages as m } from '../messages';

/** /notificaciones: one's notifications by day, newest first; mark one or all read; live through the bell. */
export function NotificationsPage() {
  const list = useNotifications();
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <Page
      title={m.title}
      link={{ to: paths.notificationPreferences, label: m.preferences }}
      actions={
        unread > 0 ? (
          <Button variant="secondary" onClick={() => mark.mutate({ all: true })} disabled={mark.isPending}>
            {m.markAll}
          </Button>
        ) : null
      }
    >
      {mark.isError ? <Alert>{mark.error.message}</Alert> : null}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert>{`${m.loadError} ${list.error.message}`}</Alert>
      ) : items.length === 0 ? (
        <EmptyState>{m.empty}</EmptyState>
      ) : (
        <>
          <NotificationList
            items={items}
            busy={mark.isPending}
            onOpen={(n) => {
              if (!n.read_at) mark.mutate({ ids: [n.id] });
            }}
            onMarkRead={(n) => mark.mutate({ ids: [n.id] })}
          />
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {m.more}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Page>
  );
}
