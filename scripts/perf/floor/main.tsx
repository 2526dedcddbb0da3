/**
 * The design floor of `npm run perf`: the packages the design fixes for every screen (react, react-dom,
 * react-router, xstate with @xstate/react, react-intl) drawing a small page of twenty cards from a chart, and
 * nothing of the app. Measured beside the peer, it tells which part of a gap the fixed packages make alone.
 */
import { createRoot } from 'react-dom/client';
import { FormattedMessage, FormattedNumber, IntlProvider } from 'react-intl';
import { BrowserRouter, Link, useRoutes } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { assign, setup } from 'xstate';

const cards = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `รางวัล ${i + 1}`, points: (i + 1) * 100 }));

const pageMachine = setup({ types: { context: {} as { points: number }, events: {} as { type: 'ADD' } } }).createMachine({
  id: 'page',
  context: { points: 1250 },
  initial: 'ready',
  states: { ready: { on: { ADD: { actions: assign({ points: ({ context }) => context.points + 1 }) } } } },
});

const messages = { title: 'บัตรสมาชิก', points: 'คะแนนของคุณ {n, number} คะแนน', redeem: 'แลก {n, plural, other {# คะแนน}}', add: 'เพิ่ม' };

function Cards() {
  const [snapshot, send] = useMachine(pageMachine);
  return (
    <main>
      <h1>
        <FormattedMessage id="title" />
      </h1>
      <p>
        <FormattedMessage id="points" values={{ n: snapshot.context.points }} />
      </p>
      <button type="button" onClick={() => send({ type: 'ADD' })}>
        <FormattedMessage id="add" />
      </button>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <Link to={`/reward/${card.id}`}>
              <h2>{card.name}</h2>
            </Link>
            <FormattedMessage id="redeem" values={{ n: card.points }} /> <FormattedNumber value={card.points} />
          </li>
        ))}
      </ul>
    </main>
  );
}

function Routes() {
  return useRoutes([
    { path: '/', element: <Cards /> },
    { path: '/reward/:id', element: <Cards /> },
  ]);
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <IntlProvider locale="th" messages={messages}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </IntlProvider>,
  );
}
