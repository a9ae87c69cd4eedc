import { act, render, screen } from '@testing-library/react';
import { COUNTER_DURATION_MS, COUNTER_TARGETS } from '@csec/contracts';
import { Counters } from '../src/components/Counters';
import { TestRouter } from './router';

/** A hand-driven requestAnimationFrame: frames run only when the test says what time it is. */
function mockAnimationFrames() {
  let callbacks = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callbacks.set(nextId, callback);
    return nextId++;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    callbacks.delete(id);
  });
  return {
    frameAt(time: number) {
      const due = callbacks;
      callbacks = new Map();
      act(() => due.forEach((callback) => callback(time)));
    },
    pending: () => callbacks.size,
  };
}

/** An IntersectionObserver the test triggers by hand. */
function mockIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    scrollIntoView() {
      act(() =>
        observers
          .filter((observer) => !observer.disconnected)
          .forEach((observer) => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
      );
    },
  };
}

const values = () => screen.getAllByTestId('counter-value').map((element) => Number(element.textContent));

describe('Counters', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('stay at 0 until scrolled into view, then count up to their targets in COUNTER_DURATION_MS', () => {
    const frames = mockAnimationFrames();
    const viewport = mockIntersectionObserver();
    render(<Counters />, { wrapper: TestRouter });

    expect(values()).toEqual([0, 0, 0, 0]);
    expect(frames.pending()).toBe(0);

    viewport.scrollIntoView();
    frames.frameAt(1000); // the first frame fixes the start time
    expect(values()).toEqual([0, 0, 0, 0]);

    frames.frameAt(1000 + COUNTER_DURATION_MS / 2);
    const halfway = values();
    halfway.forEach((value, index) => {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(COUNTER_TARGETS[index]);
    });

    frames.frameAt(1000 + COUNTER_DURATION_MS - 1);
    values().forEach((value, index) => expect(value).toBeLessThanOrEqual(COUNTER_TARGETS[index]));

    frames.frameAt(1000 + COUNTER_DURATION_MS);
    expect(values()).toEqual([...COUNTER_TARGETS]);
    expect(frames.pending()).toBe(0); // finished: no more frames are asked for
  });

  it('never count down or restart when the band is seen again', () => {
    const frames = mockAnimationFrames();
    const viewport = mockIntersectionObserver();
    render(<Counters />, { wrapper: TestRouter });

    viewport.scrollIntoView();
    frames.frameAt(0);
    let previous = values();
    for (let time = 100; time <= COUNTER_DURATION_MS; time += 100) {
      frames.frameAt(time);
      const current = values();
      current.forEach((value, index) => expect(value).toBeGreaterThanOrEqual(previous[index]));
      previous = current;
    }
    expect(previous).toEqual([...COUNTER_TARGETS]);

    viewport.scrollIntoView();
    expect(frames.pending()).toBe(0);
    expect(values()).toEqual([...COUNTER_TARGETS]);
  });

  it('show the labels of spec section 1', () => {
    mockAnimationFrames();
    mockIntersectionObserver();
    render(<Counters />, { wrapper: TestRouter });
    for (const label of ['Regional', 'Military', 'Industries', 'Critical Infrastructure']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'More Than 800 + SOC Projects' })).toBeInTheDocument();
  });
});
