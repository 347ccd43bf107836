import { useState, type CSSProperties } from 'react';
import { useLocation, useParams } from 'react-router';
import { Link } from '../app/Link';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import type { FlowCatalog } from './flowsCatalog';
import type { FlowDefinition } from './flows/types';
import { inspectOption } from './inspect';
import { readable, statePaths } from './readable';

/**
 * `/dev/flows` and `/dev/flows/:id` (dev build only, registered in
 * src/app/router.tsx behind `import.meta.env.DEV`): every machine of the app
 * runnable alone with the fake actors of its `src/dev/flows/<name>.flow.ts`,
 * so a designer can click through a flow without an account or a server.
 *
 * It shows the current state and context, a button per event of the flow
 * (enabled by `snapshot.can(event)`), the path so far (each event taken and
 * the state it led to) and a reset.
 * With `?inspect` the Stately inspector follows the running flow.
 *
 * A developer tool: its text is English only and stays out of the catalogs
 * (no Lingui here; lingui.config.ts excludes src/dev/**).
 */

const styles = {
  page: { display: 'flex', gap: '1.5rem', padding: '1rem', fontFamily: 'system-ui, sans-serif', alignItems: 'flex-start' },
  nav: { minWidth: '14rem', borderRight: '1px solid #ddd', paddingRight: '1rem' },
  main: { flex: 1, minWidth: 0 },
  list: { listStyle: 'none', padding: 0, margin: 0, lineHeight: 1.8 },
  pre: { background: '#f6f8fa', padding: '0.75rem', borderRadius: 6, overflowX: 'auto', fontSize: '0.85rem', margin: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0.5rem 0 1rem' },
  section: { margin: '1rem 0' },
  muted: { color: '#666' },
  broken: { color: '#b00020' },
} satisfies Record<string, CSSProperties>;

/** One step of the path so far: the event the machine took and the state it led to. */
interface PathStep {
  event: string;
  state: string;
}

function FlowRunner({ flow }: { flow: FlowDefinition }) {
  const [path, setPath] = useState<PathStep[]>([]);
  // The flow's own inspection (plus the Stately inspector when open): every
  // snapshot of the root actor, with the event that made it.
  const [options] = useState(() => {
    const { inspect } = inspectOption();
    return {
      input: flow.input,
      inspect: (event: InspectionEvent) => {
        inspect?.next?.(event);
        if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
        if (event.event.type === 'xstate.stop') return;
        const value = (event.snapshot as AnyMachineSnapshot).value;
        const step = { event: event.event.type, state: statePaths(value).join(' + ') };
        // A (re)started actor begins a new path (React's strict mode starts it twice).
        queueMicrotask(() => setPath((p) => (step.event === 'xstate.init' ? [step] : [...p, step].slice(-40))));
      },
    } as ActorOptions<AnyStateMachine>;
  });
  const actorRef = useActorRef(flow.machine, options);
  const snapshot = useSelector(actorRef, (s) => s as AnyMachineSnapshot);

  const children = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>);

  return (
    <>
      <section style={styles.section}>
        <h2 style={{ margin: 0 }}>State</h2>
        <p data-testid="flow-state">
          <strong>{statePaths(snapshot.value).join(' + ')}</strong>{' '}
          <span style={styles.muted}>({snapshot.status})</span>
        </p>
        {snapshot.status === 'done' && snapshot.output !== undefined && <pre style={styles.pre}>{readable(snapshot.output)}</pre>}
        {snapshot.status === 'error' && <pre style={{ ...styles.pre, ...styles.broken }}>{readable(snapshot.error)}</pre>}
      </section>

      <section style={styles.section}>
        <h2 style={{ margin: 0 }}>Events</h2>
        <div style={styles.buttons}>
          {flow.events.map(({ label, event }) => (
            <button
              key={label}
              type="button"
              title={readable(event)}
              disabled={!snapshot.can(event)}
              onClick={() => actorRef.send(event)}
            >
              {label}
            </button>
          ))}
        </div>
      </section>

      <section style={styles.section}>
        <h2 style={{ margin: 0 }}>Context</h2>
        <pre style={styles.pre} data-testid="flow-context">
          {readable(snapshot.context)}
        </pre>
      </section>

      {children.length > 0 && (
        <section style={styles.section}>
          <h2 style={{ margin: 0 }}>Running children</h2>
          <ul>
            {children.map(([id, child]) => {
              const childSnapshot = child?.getSnapshot() as { value?: StateValue; status?: string } | undefined;
              return (
                <li key={id}>
                  <code>{id}</code>{' '}
                  <span style={styles.muted}>
                    {childSnapshot?.value !== undefined ? statePaths(childSnapshot.value).join(' + ') : childSnapshot?.status}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section style={styles.section}>
        <h2 style={{ margin: 0 }}>Path so far</h2>
        <ol data-testid="flow-history">
          {path.map((step, i) => (
            <li key={i}>
              <code style={styles.muted}>{step.event}</code> → {step.state}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** The flows page with its catalog (loaded before it renders: src/app/router.tsx, `flowsLoader`). */
export function FlowsPage({ catalog }: { catalog: FlowCatalog }) {
  const { flows, broken } = catalog;
  const { id } = useParams();
  const { search } = useLocation();
  const [run, setRun] = useState(0);
  const flow = flows.find((f) => f.id === id);

  return (
    <div style={styles.page}>
      <nav style={styles.nav} aria-label="Flows">
        <h1 style={{ fontSize: '1.2rem' }}>
          <Link to={{ pathname: '/dev/flows', search }}>Flows</Link>
        </h1>
        <ul style={styles.list}>
          {flows.map((f) => (
            <li key={f.id}>
              <Link to={{ pathname: `/dev/flows/${f.id}`, search }} aria-current={f.id === id ? 'page' : undefined}>
                {f.title}
              </Link>
            </li>
          ))}
        </ul>
        {broken.length > 0 && (
          <ul style={{ ...styles.list, ...styles.broken }}>
            {broken.map((b) => (
              <li key={b.file}>
                {b.file}: {b.error}
              </li>
            ))}
          </ul>
        )}
        <p style={styles.muted}>
          Add <code>?inspect</code> to the URL to follow a flow in the Stately inspector.
        </p>
      </nav>

      <main style={styles.main}>
        {flow ? (
          <>
            <h1 style={{ fontSize: '1.4rem', marginTop: 0 }}>
              {flow.title} <code style={styles.muted}>#{flow.machine.id}</code>
            </h1>
            {flow.description && <p>{flow.description}</p>}
            <button type="button" onClick={() => setRun((n) => n + 1)}>
              Reset
            </button>
            <FlowRunner key={`${flow.id}:${run}`} flow={flow} />
          </>
        ) : (
          <>
            <h1 style={{ fontSize: '1.4rem', marginTop: 0 }}>{id ? `No flow "${id}"` : 'Pick a flow'}</h1>
            <p>
              {flows.length} flows, one per machine, each with fake actors: found in <code>src/dev/flows/*.flow.ts</code>.
            </p>
          </>
        )}
      </main>
    </div>
  );
}
