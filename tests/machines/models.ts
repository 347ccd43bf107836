import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { CoverageRecorder } from './coverage';
import { replay, transitionPaths, type PathOptions, type ReplayOptions } from './modelPaths';

/**
 * The model of a machine, declared once and run twice.
 *
 * Convention (every machine of machines/ follows it; tests/machines/every-machine.test.ts
 * checks it from the objects, not from file text):
 *
 * - `tests/machines/<id>.model.ts` exports `model = defineModel({ machine, families })`:
 *   the machine definition (its `id` names it) and one family of paths per start (an
 *   input), with the paths' options and a `start` that builds a real actor with fakes.
 *   It is a plain module, not a test file, so other tests may import it.
 * - `tests/machines/<id>.model.test.ts` is `testModel(model)`: one vitest test per path,
 *   named by `path.description`, and a last test that the paths covered every state and
 *   transition of the definition.
 * - every-machine.test.ts imports every `*.model.ts` and finds the model of each machine by
 *   `model.machine.id`, and its `<id>.model.test.ts` by name: a machine without them fails
 *   there; one whose paths miss a state or a transition fails in its model test.
 */

/** One family of paths: the paths from one input, replayed on actors `start` builds. */
export interface ModelFamily {
  /** The family's name: the `describe` of its tests, e.g. 'a lesson of two words'. */
  name: string;
  /**
   * The machine its paths are generated from, when not the model's: the definition with
   * guards provided that read what the device kept (e.g. a remembered choice), as `start` does.
   */
  machine?: AnyStateMachine;
  /** How the paths are generated (`transitionPaths`); `input` is the actor's input too. */
  paths: PathOptions;
  /**
   * A started actor for one replay, created with `inspect` (the coverage recorder), its
   * fakes, and the per-path `check` of what a person sees (build a fresh expectation per
   * call: `check` may keep what the path did so far).
   */
  start: (inspect: (event: InspectionEvent) => void) => ReplayOptions;
}

export interface MachineModel {
  machine: AnyStateMachine;
  families: ModelFamily[];
}

export function defineModel(model: MachineModel): MachineModel {
  return model;
}

/** The model test: one test per path, then the coverage of the definition. */
export function testModel(model: MachineModel): void {
  const recorder = new CoverageRecorder(model.machine);
  describe(`${model.machine.id} model paths`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    for (const family of model.families) {
      describe(family.name, () => {
        for (const path of transitionPaths(family.machine ?? model.machine, family.paths)) {
          it(path.description, async () => {
            const options = family.start(recorder.inspect);
            await replay(path, options);
            options.actor.stop();
          });
        }
      });
    }

    // Runs after the paths above (tests of a file run in order).
    it(`walked every state and every transition of ${model.machine.id}`, () => {
      recorder.assertFullCoverage();
    });
  });
}
