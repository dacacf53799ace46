import { mergeNearbyPoints } from './merge';

describe('mergeNearbyPoints', () => {
  test('points within the radius merge into one marker at their mean; far ones stay apart', () => {
    const markers = mergeNearbyPoints(
      [
        { x: 100, y: 100, id: 'a' },
        { x: 105, y: 100, id: 'b' },
        { x: 300, y: 50, id: 'far' },
      ],
      8,
    );
    expect(markers).toHaveLength(2);
    expect(markers[0]).toMatchObject({ x: 102.5, y: 100 });
    expect(markers[0]?.points.map((point) => point.id)).toEqual(['a', 'b']);
    expect(markers[1]?.points.map((point) => point.id)).toEqual(['far']);
  });

  test('counts add up as more points join, and every point is in exactly one marker', () => {
    const points = [0, 2, 4, 6].map((dx, index) => ({ x: 50 + dx, y: 50, id: index }));
    const markers = mergeNearbyPoints([...points, { x: 80, y: 50, id: 9 }], 8);
    expect(markers.map((marker) => marker.points.length)).toEqual([4, 1]);
    expect(markers.flatMap((marker) => marker.points).length).toBe(5);
  });

  test('a point just outside the radius does not merge, one just inside does', () => {
    expect(
      mergeNearbyPoints(
        [
          { x: 0, y: 0 },
          { x: 8.01, y: 0 },
        ],
        8,
      ),
    ).toHaveLength(2);
    expect(
      mergeNearbyPoints(
        [
          { x: 0, y: 0 },
          { x: 5, y: 5 },
        ],
        8,
      ),
    ).toHaveLength(1); // 7.07 apart
  });
});
