import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createActor, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { createRoutes } from '../../src/app/router';
import { loadFlows } from '../../src/dev/flowsCatalog';

/**
 * The dev flows page (`/dev/flows`): every machine of machines/ has a flow,
 * every flow starts with its fakes and only offers events its machine knows,
 * and the page runs a flow with buttons enabled by `snapshot.can(event)`.
 */

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'id' in value;
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

/** Every event type some state of the machine reacts to. */
function knownEvents(machine: AnyStateMachine): Set<string> {
  return new Set(stateNodes(machine.root as AnyStateNode).flatMap((node) => [...node.transitions.keys()]));
}

afterEach(() => {
  cleanup();
});

describe('dev flows', () => {
  it('has a flow for every machine in machines/', async () => {
    const machineIds = Object.values(machineModules)
      .flatMap((module) => Object.values(module).filter(isMachine))
      .map((machine) => machine.id);
    const { flows, broken } = await loadFlows();

    expect(broken).toEqual([]);
    const flowMachines = new Set(flows.map((flow) => flow.machine.id));
    expect(machineIds.filter((id) => !flowMachines.has(id)), 'machines without a src/dev/flows/<name>.flow.ts').toEqual([]);
  });

  it('starts every flow with its fakes and offers only events its machine knows', async () => {
    const { flows } = await loadFlows();
    for (const flow of flows) {
      const known = knownEvents(flow.machine);
      const unknown = flow.events.map(({ event }) => event.type).filter((type) => !known.has(type) && !known.has('*'));
      expect(unknown, `flow "${flow.id}" sends events its machine never handles`).toEqual([]);

      const actor = createActor(flow.machine, { input: flow.input });
      actor.start();
      expect(actor.getSnapshot().status, `flow "${flow.id}" fails at start`).not.toBe('error');
      actor.stop();
    }
  });

  it('runs a flow: state, buttons by snapshot.can, the path so far, and reset', async () => {
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/dev/flows/loadingBar'] });
    render(<RouterProvider router={router} />);

    // the route, the page and every flow file load lazily: allow for a cold transform
    expect(await screen.findByRole('heading', { name: /Loading bar/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('flow-state').textContent).toContain('idle');
    expect(screen.getByRole('link', { name: 'Auth (sign in, sign out, 20006)' }).getAttribute('href')).toBe('/dev/flows/auth');

    fireEvent.click(screen.getByRole('button', { name: 'Request starts' }));
    // the step is recorded as it happened; what shows now may already be `visible` on a slow machine (200 ms later)
    await waitFor(() => expect(screen.getByTestId('flow-history').textContent).toContain('request.start → waiting'));
    expect(screen.getByTestId('flow-state').textContent).toMatch(/waiting|visible/);
    expect(screen.getByTestId('flow-context').textContent).toContain('"pending": 1');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByTestId('flow-state').textContent).toContain('idle'));
    expect(screen.getByTestId('flow-context').textContent).toContain('"pending": 0');

    await act(() => router.navigate('/dev/flows/registration'));
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 15_000 });
    expect(screen.getByTestId('flow-state').textContent).toContain('editing');
    expect((resend as HTMLButtonElement).disabled, 'no code to resend yet').toBe(true);
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
