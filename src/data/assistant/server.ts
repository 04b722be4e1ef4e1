import 'server-only'

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

import {
  getVehicleInput,
  requestTestDriveInput,
  searchStockInput,
  sendEnquiryInput,
  toolDescriptions,
} from '@/domain/assistant/tools'
import type { TenantSite } from '@/domain/site'

import {
  getVehicleTool,
  listLocationsTool,
  requestTestDriveTool,
  searchStockTool,
  sendEnquiryTool,
  type ToolAnswer,
} from './tools'

/** The server's name and version as an assistant sees them (the version moves with the tools' contract). */
export const ASSISTANT_SERVER_VERSION = '1.0.0'

/** A tool's answer as MCP carries it: the value as JSON text and as structured content; a failure as isError. */
function result(answer: ToolAnswer): CallToolResult {
  if (!answer.ok) {
    const body = { error: answer.error, ...(answer.details ? { details: answer.details } : {}) }
    return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] }
  }
  return { content: [{ type: 'text', text: JSON.stringify(answer.value) }], structuredContent: answer.value }
}

/**
 * One tenant's MCP server (a new one per HTTP request: the endpoint is stateless, so any instance answers any call).
 * Read-only tools are marked so; the lead tools carry the consent statement the shopper must agree to.
 */
export function assistantServer(tenant: TenantSite, request: { ip: string | null }): McpServer {
  const server = new McpServer(
    { name: `${tenant.name} stock`, version: ASSISTANT_SERVER_VERSION },
    {
      instructions:
        `Cars for sale at ${tenant.name}, its locations, and enquiries and test-drive requests to its sales team. ` +
        'Prices, repayments and details are as the dealer’s website shows them; link the shopper to a car’s page.',
    },
  )
  const words = toolDescriptions(tenant.name)
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const
  server.registerTool(
    'search_stock',
    { title: 'Search stock', description: words.search_stock, inputSchema: searchStockInput, annotations: readOnly },
    async (input) => result(await searchStockTool(tenant, input)),
  )
  server.registerTool(
    'get_vehicle',
    { title: 'Read a car', description: words.get_vehicle, inputSchema: getVehicleInput, annotations: readOnly },
    async ({ vehicle }) => result(await getVehicleTool(tenant, vehicle)),
  )
  server.registerTool(
    'list_locations',
    { title: 'Locations and hours', description: words.list_locations, annotations: readOnly },
    async () => result(await listLocationsTool(tenant)),
  )
  const sends = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true } as const
  server.registerTool(
    'send_enquiry',
    { title: 'Send an enquiry', description: words.send_enquiry, inputSchema: sendEnquiryInput, annotations: sends },
    async (input) => result(await sendEnquiryTool(tenant, input, request.ip)),
  )
  server.registerTool(
    'request_test_drive',
    {
      title: 'Request a test drive',
      description: words.request_test_drive,
      inputSchema: requestTestDriveInput,
      annotations: sends,
    },
    async (input) => result(await requestTestDriveTool(tenant, input, request.ip)),
  )
  return server
}
