import { describe, expect, it } from 'vitest';
import {
  type KitProgressInput,
  kitNeedsRegistration,
  kitProgress,
  kitRegistrationPath,
  kitRegistrationStepOf,
} from './kit-progress';

const kit = (overrides: Partial<KitProgressInput> = {}): KitProgressInput => ({
  trackingStage: 1,
  step: 'NotStarted',
  category: 'analysis',
  registered: false,
  heldAtLab: false,
  hasResults: false,
  ...overrides,
});

describe('kitProgress', () => {
  it('follows the tracking stages, a kit with no stage yet being ordered', () => {
    expect(
      [null, 1, 2, 3, 4, 5, 6, 7, 8].map((stage) => kitProgress(kit({ trackingStage: stage }), 'en').phase),
    ).toEqual([
      'ordered',
      'ordered',
      'on_its_way',
      'with_you',
      'to_lab',
      'analysis',
      'results_ready',
      'cancelled',
      'check_email',
    ]);
  });

  it("gives a kit already on its way to the lab (taylor's, stage 4) no collection instructions, step or drop-off", () => {
    const progress = kitProgress(
      kit({ trackingStage: 4, step: 'SealShippingBoxStep', registered: true }),
      'en',
    );
    expect(progress).toEqual({
      phase: 'to_lab',
      summary: 'Your sample is on its way to the lab. There is nothing more for you to do with this kit.',
      showStep: false,
      showCollectionInstructions: false,
      showDropOff: false,
      showVideos: false,
      canRegister: false,
      needsRegistration: false,
      asksForAgreements: true,
    });
  });

  it("never says there is nothing to do of an unregistered kit on its way to the lab (taylor's): it asks for the registration", () => {
    const progress = kitProgress(kit({ trackingStage: 4, step: 'SealShippingBoxStep' }), 'en');
    expect(progress.summary).toBe(
      'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
    );
    expect(progress).toMatchObject({ canRegister: true, needsRegistration: true });
  });

  it('words an unregistered kit by where it stands, from its arrival until the results', () => {
    const summary = (trackingStage: number) => kitProgress(kit({ trackingStage }), 'en').summary;
    expect(summary(2)).toBe('Your kit is on its way to you.');
    expect(summary(3)).toBe(
      'Your kit has arrived. Register it, then collect your sample on a collection day and send it back to the lab the same day.',
    );
    expect(summary(5)).toBe(
      'The lab has your sample and needs this kit registered before it can give you results.',
    );
    expect(kitProgress(kit({ trackingStage: 5, registered: true }), 'en').summary).toBe(
      'The lab is analysing your sample. We will email you when your results are ready.',
    );
  });

  it('shows how to collect, the step of the box and the drop-off point while the kit is with the customer', () => {
    const progress = kitProgress(kit({ trackingStage: 3, step: 'FillCupStep', registered: true }), 'en');
    expect(progress.summary).toBe(
      'Your kit has arrived. Collect your sample on a collection day and send it back to the lab the same day.',
    );
    expect(progress).toMatchObject({
      showStep: true,
      showCollectionInstructions: true,
      showDropOff: true,
      showVideos: true,
    });
  });

  it('gives collection days to semen analyses only, and a physician review step before the kit ships', () => {
    expect(kitProgress(kit({ trackingStage: 3, category: 'sti' }), 'en').showCollectionInstructions).toBe(
      false,
    );
    expect(
      kitProgress(kit({ trackingStage: 1, category: 'sti', step: 'MDIConfirmation' }), 'en').showStep,
    ).toBe(true);
    expect(kitProgress(kit({ trackingStage: 1, step: 'NotStarted' }), 'en').showStep).toBe(false);
    expect(kitProgress(kit({ trackingStage: 1 }), 'en').showCollectionInstructions).toBe(true);
  });

  it('offers registration until the results are out, never on a registered, finished or cancelled kit', () => {
    const offered = (overrides: Partial<KitProgressInput>) => kitProgress(kit(overrides), 'en').canRegister;
    expect([1, 2, 3, 4, 5].map((stage) => offered({ trackingStage: stage }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([6, 7, 8].map((stage) => offered({ trackingStage: stage }))).toEqual([false, false, false]);
    expect(offered({ trackingStage: 3, registered: true })).toBe(false);
    expect(offered({ trackingStage: 4, hasResults: true })).toBe(false);
  });

  it('asks for the agreements the lab needs only while the lab has not tested the sample', () => {
    const asks = (overrides: Partial<KitProgressInput>) =>
      kitProgress(kit({ registered: true, ...overrides }), 'en').asksForAgreements;
    expect([1, 2, 3, 4, 5].map((stage) => asks({ trackingStage: stage }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([6, 7, 8].map((stage) => asks({ trackingStage: stage }))).toEqual([false, false, false]);
    expect(asks({ trackingStage: 5, hasResults: true })).toBe(false);
  });

  it('a kit the lab received before it was registered waits for its registration', () => {
    const held = kitProgress(kit({ trackingStage: 4, heldAtLab: true }), 'en');
    expect(held.phase).toBe('held_unregistered');
    expect(held.summary).toBe(
      'The lab has your sample, but this kit is not registered to you yet: register it so the lab can start.',
    );
    expect(held.canRegister).toBe(true);
    expect(kitProgress(kit({ trackingStage: 4, heldAtLab: true, registered: true }), 'en').phase).toBe(
      'to_lab',
    );
  });

  it('results ready wins over the stage, and says so', () => {
    const ready = kitProgress(kit({ trackingStage: 5, hasResults: true, registered: true }), 'en');
    expect(ready.phase).toBe('results_ready');
    expect(ready.summary).toBe('Your results are ready.');
  });
});

describe('kitNeedsRegistration', () => {
  const unregistered = { registered: false, heldAtLab: false, hasResults: false };
  it('asks for registration only of an unregistered kit delivered, on its way to the lab or at the lab', () => {
    const needs = (trackingStage: number | null) => kitNeedsRegistration({ ...unregistered, trackingStage });
    expect([null, 1, 2, 3, 4, 5, 6, 7, 8].map(needs)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(kitNeedsRegistration({ ...unregistered, trackingStage: 4, registered: true })).toBe(false);
    expect(kitNeedsRegistration({ ...unregistered, trackingStage: 5, hasResults: true })).toBe(false);
    expect(kitNeedsRegistration({ ...unregistered, trackingStage: 2, heldAtLab: true })).toBe(true);
  });
});

describe('kitRegistrationPath', () => {
  it('sends a kit the lab holds unregistered to the page that says why, every other kit to registration', () => {
    expect(kitRegistrationPath('i-1', 'held_unregistered')).toBe('/onboarding/kit-not-registered/i-1');
    expect(kitRegistrationPath('i-1', 'to_lab')).toBe('/k-r/i-1');
  });
});

describe('kitRegistrationStepOf', () => {
  const unregistered = { trackingStage: 4, registered: false, heldAtLab: false, hasResults: false };

  it('says of a kit on its way to the lab that it must be registered before the lab can test it, with the link', () => {
    expect(kitRegistrationStepOf('i-1', unregistered, 'en')).toEqual({
      phase: 'to_lab',
      text: 'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
      label: 'Register this kit',
      path: '/k-r/i-1',
    });
  });

  it("is the kit's own summary, so the kit's card and every other page word it the same", () => {
    for (const stage of [3, 4, 5]) {
      const input = { ...unregistered, trackingStage: stage };
      expect(kitRegistrationStepOf('i-1', input, 'en')?.text).toBe(
        kitProgress(kit({ ...input, step: 'NotStarted' }), 'en').summary,
      );
    }
  });

  it('asks nothing of a registered kit, a kit not yet with its owner, or one whose results are out', () => {
    expect(kitRegistrationStepOf('i-1', { ...unregistered, registered: true }, 'en')).toBeNull();
    expect(kitRegistrationStepOf('i-1', { ...unregistered, trackingStage: 2 }, 'en')).toBeNull();
    expect(kitRegistrationStepOf('i-1', { ...unregistered, hasResults: true }, 'en')).toBeNull();
  });
});

describe('kitProgress in Spanish', () => {
  it('says where the kit stands, and asks for the registration where it is due', () => {
    expect(kitProgress(kit({ trackingStage: 2 }), 'es').summary).toBe('Su kit va en camino.');
    expect(kitProgress(kit({ trackingStage: 4 }), 'es').summary).toBe(
      'Su muestra va en camino al laboratorio. Registre este kit ahora: el laboratorio solo puede analizar su muestra cuando el kit esté registrado a su nombre.',
    );
    expect(kitRegistrationStepOf('item-1', kit({ trackingStage: 3 }), 'es')).toEqual({
      phase: 'with_you',
      text: 'Su kit llegó. Regístrelo; después tome su muestra en un día de recolección y envíela al laboratorio ese mismo día.',
      label: 'Registrar este kit',
      path: '/k-r/item-1',
    });
  });
});
