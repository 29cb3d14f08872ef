/**
 * The webhook events the last run emitted in the "Dados simulados" mode: for each event, the
 * deliveries to the sandbox's webhooks, with the headers (the HMAC signature among them) and the
 * exact body the endpoint would receive. A live region, so a screen reader hears how many came.
 */
import type {ReactNode} from 'react';

import type {ShownEvent} from './simulated-session';
import styles from './styles.module.css';

function Headers({headers}: {headers: Readonly<Record<string, string>>}): ReactNode {
  return (
    <dl className={styles.eventHeaders}>
      {Object.entries(headers).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function summary(events: readonly ShownEvent[]): string {
  if (events.length === 0) return 'A última chamada não emitiu eventos de webhook.';
  return events.length === 1
    ? 'A última chamada emitiu 1 evento de webhook.'
    : `A última chamada emitiu ${events.length} eventos de webhook.`;
}

export function EventsPanel({events}: {events: readonly ShownEvent[] | undefined}): ReactNode {
  return (
    <section className={styles.events} aria-labelledby="explorador-eventos" data-testid="explorador-eventos">
      <h2 id="explorador-eventos" className={styles.paneTitle}>
        Eventos de webhook
      </h2>
      <p role="status" className={styles.eventsSummary}>
        {events === undefined ? 'Os eventos que cada chamada emitir aparecem aqui.' : summary(events)}
      </p>
      {events?.map((event) => (
        <article key={event.refId} className={styles.event} aria-label={`Evento ${event.event}`}>
          <h3 className={styles.eventTitle}>
            <code>{event.event}</code> <span className={styles.eventMeta}>emitido em {event.at}</span>
          </h3>
          {event.deliveries.length === 0 ? (
            <p>
              Nenhum webhook ativo do sandbox assina este evento, então ele não gera entrega. Cadastre um com{' '}
              <code>addWebHook</code> (<code>environmentType: SANDBOX</code>) para ver a entrega assinada.
            </p>
          ) : (
            event.deliveries.map((delivery) => (
              <div key={delivery.url} className={styles.delivery}>
                <h4 className={styles.deliveryTitle}>
                  Entrega para <code>{delivery.url}</code>, tentativa {delivery.attempt}
                </h4>
                <h5 className={styles.deliveryPart}>Cabeçalhos</h5>
                <Headers headers={delivery.headers} />
              </div>
            ))
          )}
          <h4 className={styles.deliveryPart}>
            {event.deliveries.length === 0 ? 'Corpo' : 'Corpo (os bytes exatos que a assinatura cobre)'}
          </h4>
          <pre className={styles.eventBody} tabIndex={0} role="region" aria-label={`Corpo do evento ${event.event}`}>
            <code className={styles.eventBodyText}>{event.body}</code>
          </pre>
        </article>
      ))}
    </section>
  );
}
