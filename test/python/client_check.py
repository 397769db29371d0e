"""The official Python MCP client (`mcp` on PyPI) against a server, driven by test/python-client.test.ts.

Usage: client_check.py PLAN.json (stdio COMMAND ARG... | http URL)

Connects with the client's default (`mode="auto"`: `server/discover` first, `initialize` when the
server answers -32601), walks every list the server declares, makes the calls, reads and gets the
plan names, and prints one JSON object of what it got: the test compares it exactly. An error a
request gets is printed as its code and message; an error of the connection itself ends the
script with exit 1 and the error on stderr. A plan with `connection: {roots, expect}` connects as
a client with roots (or without) and first waits (at most 10 s) for `expect` messages the server
sends unasked: `roots/list` requests and log lines, printed in order under `connection`.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import anyio
from mcp import types
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError

REPLAY_KEY = "io.github.mcp-contract-gate/replay"


def dump(model: Any) -> Any:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


async def walk(fetch: Any, key: str) -> list[Any]:
    """Every page of one list, followed through nextCursor."""
    items: list[Any] = []
    cursor = None
    while True:
        page = await fetch(cursor=cursor)
        items.extend(getattr(page, key))
        cursor = page.next_cursor
        if cursor is None:
            return items


async def guarded(make: Any) -> dict[str, Any]:
    """A request's result as JSON, or the error it got."""
    try:
        return {"result": dump(await make())}
    except MCPError as error:
        return {"error": {"code": error.code, "message": error.message}}


def replay_of(answer: dict[str, Any]) -> Any:
    return answer.get("result", {}).get("_meta", {}).get(REPLAY_KEY)


def listening(connection: dict[str, Any] | None, heard: list[str]) -> dict[str, Any]:
    """The Client's callbacks that note what the server sends unasked (a roots callback declares roots)."""
    if connection is None:
        return {}

    async def roots(_context: Any) -> types.ListRootsResult:
        heard.append("roots/list")
        return types.ListRootsResult(roots=[])

    async def log(params: types.LoggingMessageNotificationParams) -> None:
        heard.append(f"log: {params.data}")

    return {"logging_callback": log, **({"list_roots_callback": roots} if connection.get("roots") else {})}


async def run(plan: dict[str, Any], server: Any) -> dict[str, Any]:
    connection = plan.get("connection")
    heard: list[str] = []
    async with Client(server, read_timeout_seconds=30, **listening(connection, heard)) as client:
        caps = client.server_capabilities
        out: dict[str, Any] = {"protocolVersion": client.protocol_version}
        if connection is not None:
            with anyio.fail_after(10):
                while len(heard) < connection["expect"]:
                    await anyio.sleep(0.01)
            out["connection"] = heard
        info = client.server_info
        out["serverName"] = info.name if info is not None else None
        if caps.tools is not None:
            out["tools"] = [tool.name for tool in await walk(client.list_tools, "tools")]
        if caps.resources is not None:
            out["resources"] = [str(r.uri) for r in await walk(client.list_resources, "resources")]
            out["resourceTemplates"] = [t.uri_template for t in await walk(client.list_resource_templates, "resource_templates")]
        if caps.prompts is not None:
            out["prompts"] = [p.name for p in await walk(client.list_prompts, "prompts")]
        calls = []
        for call in plan.get("calls", []):
            answer = await guarded(lambda: client.call_tool(call["name"], call["arguments"]))
            result = answer.get("result", {})
            calls.append({"replay": replay_of(answer), "isError": result.get("isError", False), **({"error": answer["error"]} if "error" in answer else {})})
        out["calls"] = calls
        reads = []
        for uri in plan.get("reads", []):
            answer = await guarded(lambda: client.read_resource(uri))
            reads.append({"contents": answer["result"]["contents"]} if "result" in answer else answer)
        out["reads"] = reads
        gets = []
        for get in plan.get("prompts", []):
            answer = await guarded(lambda: client.get_prompt(get["name"], get["arguments"]))
            gets.append({"replay": replay_of(answer), "messages": len(answer.get("result", {}).get("messages", [])), **({"error": answer["error"]} if "error" in answer else {})})
        out["gets"] = gets
        return out


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as file:
        plan = json.load(file)
    kind, rest = sys.argv[2], sys.argv[3:]
    server: Any = StdioServerParameters(command=rest[0], args=rest[1:]) if kind == "stdio" else rest[0]
    print(json.dumps(anyio.run(run, plan, server), sort_keys=True))


if __name__ == "__main__":
    main()
