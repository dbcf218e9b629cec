// The SFU under test, in a process of its own so its CPU time is measured apart from the clients (bench/live/run.ts
// starts it; optionally pinned to one core with `taskset`). Commands arrive over IPC: { id, op, ... } → { id, result | error }.
import { WeriftSfu } from "@samtrot/live-sfu/werift";

const sfu = new WeriftSfu({ nodeId: `bench-${process.pid}`, iceAdditionalHostAddresses: ["127.0.0.1"], onlyAdditionalHosts: true });
type TCommand = { id: number; op: string; roomId?: string; viewerKey?: string; sdp?: string };

process.on("message", async (command: TCommand) => {
  try {
    let result: unknown = null;
    switch (command.op) {
      case "create":
        sfu.createRoom(command.roomId!);
        break;
      case "publish":
        result = await sfu.publish(command.roomId!, command.sdp!);
        break;
      case "subscribe":
        result = await sfu.subscribe(command.roomId!, command.viewerKey!);
        break;
      case "answer":
        await sfu.acceptAnswer(command.roomId!, command.viewerKey!, command.sdp!);
        break;
      case "cpu":
        result = { cpu: process.cpuUsage(), rss: process.memoryUsage().rss, stats: sfu.stats(command.roomId!) };
        break;
      case "close":
        await sfu.close();
        process.send!({ id: command.id, result: null }, () => process.exit(0));
        return;
    }
    process.send!({ id: command.id, result });
  } catch (error) {
    process.send!({ id: command.id, error: String(error) });
  }
});
process.send!({ ready: true });
