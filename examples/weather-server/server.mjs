#!/usr/bin/env node
// The example MCP server this repository gates: a small weather service on the official
// SDK (v2, so it speaks both the handshake and the stateless era). Its golden contract is
// contracts/weather.mcp-contract.json; `npm start` checks the two against each other.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';

/** One server per connection: serveStdio asks the factory for each. */
function createServer() {
  const server = new McpServer(
    { name: 'weather-example', version: '1.4.0', title: 'Weather (example)' },
    {
      instructions: 'Forecasts and alerts for the stations listed in weather://stations.',
    },
  );

  server.registerTool(
    'get_forecast',
    {
      title: 'Get forecast',
      description: 'Forecast for one station, up to 7 days ahead.',
      inputSchema: z.object({
        station: z
          .string()
          .regex(/^[A-Z]{4}$/)
          .describe('ICAO station code'),
        days: z.number().int().min(1).max(7).optional(),
        units: z.enum(['metric', 'imperial']).optional(),
      }),
      outputSchema: z.object({
        station: z.string(),
        days: z.array(z.object({ date: z.string(), highC: z.number(), lowC: z.number(), summary: z.string() })),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ station, days = 3 }) => {
      const forecast = { station, days: Array.from({ length: days }, (_, i) => ({ date: `day-${i + 1}`, highC: 20 - i, lowC: 10 - i, summary: 'clear' })) };
      return { content: [{ type: 'text', text: JSON.stringify(forecast) }], structuredContent: forecast };
    },
  );

  server.registerTool(
    'list_alerts',
    {
      title: 'List alerts',
      description: 'Active weather alerts for a region.',
      inputSchema: z.object({ region: z.string().min(2).max(2) }),
      annotations: { readOnlyHint: true },
    },
    async ({ region }) => ({ content: [{ type: 'text', text: `no alerts for ${region}` }] }),
  );

  server.registerResource('stations', 'weather://stations', { title: 'Stations', description: 'Every station with a forecast.', mimeType: 'application/json' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(['EGLL', 'KJFK']) }],
  }));

  server.registerResource(
    'station',
    new ResourceTemplate('weather://station/{id}', { list: undefined }),
    { title: 'Station', description: 'One station by ICAO code.', mimeType: 'application/json' },
    async (uri, { id }) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ id }) }] }),
  );

  server.registerPrompt('daily_briefing', { title: 'Daily briefing', description: 'A short briefing for one station.', argsSchema: z.object({ station: z.string() }) }, ({ station }) => ({
    messages: [{ role: 'user', content: { type: 'text', text: `Brief me on the weather at ${station}.` } }],
  }));

  return server;
}

// Both eras on stdio: 2026-07-28 clients get server/discover, older ones the initialize handshake.
serveStdio(createServer, { legacy: 'serve' });
