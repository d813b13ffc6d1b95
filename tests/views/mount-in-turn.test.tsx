import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MountInTurn } from '../../src/views/components/mount-in-turn';

describe('mounting in turn', () => {
  it('mounts the first part at once and the others one after another, in their order', async () => {
    const mountedOrder: string[] = [];
    function Part({ name }: { name: string }) {
      mountedOrder.push(name);
      return <p>{name}</p>;
    }
    render(
      <MountInTurn>
        <Part name="first" />
        <Part name="second" />
        <Part name="third" />
      </MountInTurn>,
    );
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(await screen.findByText('third')).toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    expect([...new Set(mountedOrder)]).toEqual(['first', 'second', 'third']);
  });
});
