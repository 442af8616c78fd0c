"""A speech server for Orca that writes what it would say to a file instead of speaking (docs/testers.md).

Orca loads it by name: its settings say `"speechServerFactory": "transcript_speech"`, and this file's folder is on
PYTHONPATH. No speech-dispatcher is started. It behaves as speech-dispatcher does for Orca, in time as well as in
order, so that what a person would hear is what is written:

- each utterance takes time to say (`SCREEN_READER_RATE` characters a second), one after the other, in the order
  Orca sends them (speech-dispatcher queues Orca's messages; `interrupt` is ignored there too);
- `stop()`, which Orca calls on a key press and wherever it interrupts itself, cuts the utterance being said where
  it is, and drops those waiting: only what was said before the cut is heard;
- Say All is paced the same way, one chunk at a time, with the progress callbacks Orca moves its caret by.

Each line of the file (`SCREEN_READER_TRANSCRIPT`) is JSON: `{"t": seconds, "event": ...}` with `start` (an
utterance begins), `said` (the whole utterance, heard, begun at `start`), `cut` (`heard` is the part said from
`start` to the cut), `dropped` (queued, never said), `idle` (nothing left to say).
"""

import json
import os
import time

from gi.repository import GLib

from orca import speechserver

_RATE = float(os.environ.get("SCREEN_READER_RATE", "60"))
_PATH = os.environ.get("SCREEN_READER_TRANSCRIPT", "/tmp/orca-transcript.jsonl")
# Even a short word takes a moment to say.
_SHORTEST = 0.15


def _duration(text):
    return max(_SHORTEST, len(text) / _RATE)


class _Utterance:
    def __init__(self, text, say_all=None):
        self.text = text
        # (context, progress callback) for a chunk of Say All.
        self.say_all = say_all


class SpeechServer(speechserver.SpeechServer):
    _instance = None

    @staticmethod
    def getFactoryName():
        return "Transcript"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        if SpeechServer._instance is not None:
            SpeechServer._instance.shutdown()

    def __init__(self):
        super().__init__()
        self._file = open(_PATH, "a", encoding="utf-8", buffering=1)
        self._queue = []
        self._current = None
        self._started = 0.0
        self._timer = None
        # The Say All under way: its iterator and callback, read one chunk at a time.
        self._say_all = None

    def _write(self, event, **fields):
        fields.update({"t": round(time.time(), 3), "event": event})
        self._file.write(json.dumps(fields, ensure_ascii=False) + "\n")

    # What Orca asks of a speech server.

    def getInfo(self):
        return ["Transcript", "transcript"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if text and text.strip():
            self._queue.append(_Utterance(text))
            self._next()

    def speakCharacter(self, character, acss=None):
        self.speak(character, acss)

    def speakKeyEvent(self, event, acss=None):
        self.speak("%s %s" % (event.getKeyName(), event.getLockingStateString()), acss)

    def sayAll(self, utteranceIterator, progressCallback):
        self._say_all = (utteranceIterator, progressCallback)
        self._next()

    def stop(self):
        was_speaking = self._current is not None or self._queue or self._say_all
        if self._current is not None:
            heard = self._current.text[: int((time.time() - self._started) * _RATE)]
            self._write("cut", text=self._current.text, heard=heard, start=round(self._started, 3))
            if self._current.say_all is not None:
                context, callback = self._current.say_all
                GLib.idle_add(callback, context.copy(), speechserver.SayAllContext.INTERRUPTED)
            self._current = None
        for utterance in self._queue:
            self._write("dropped", text=utterance.text)
        self._queue = []
        self._say_all = None
        if self._timer is not None:
            GLib.source_remove(self._timer)
            self._timer = None
        if was_speaking:
            self._write("idle")

    def shutdown(self):
        self.stop()
        self._file.close()
        SpeechServer._instance = None

    def reset(self, text=None, acss=None):
        self.stop()

    # Speaking, in time.

    def _next(self):
        if self._current is not None:
            return
        if not self._queue and self._say_all is not None:
            iterator, callback = self._say_all
            try:
                context, _acss = next(iterator)
            except StopIteration:
                self._say_all = None
            else:
                self._queue.append(_Utterance(context.utterance, (context, callback)))
        if not self._queue:
            return
        self._current = self._queue.pop(0)
        self._started = time.time()
        self._write("start", text=self._current.text)
        if self._current.say_all is not None:
            context, callback = self._current.say_all
            context.currentOffset = context.startOffset
            context.currentEndOffset = None
            GLib.idle_add(callback, context.copy(), speechserver.SayAllContext.PROGRESS)
        self._timer = GLib.timeout_add(int(_duration(self._current.text) * 1000), self._said)

    def _said(self):
        self._timer = None
        utterance = self._current
        self._current = None
        if utterance is not None:
            self._write("said", text=utterance.text, start=round(self._started, 3))
            if utterance.say_all is not None:
                context, callback = utterance.say_all
                context.currentOffset = context.endOffset
                context.currentEndOffset = None
                GLib.idle_add(callback, context.copy(), speechserver.SayAllContext.COMPLETED)
        # As speech-dispatcher's factory does: Orca hears that a chunk was said before it is asked for the next.
        GLib.idle_add(self._continue)
        return False

    def _continue(self):
        self._next()
        if self._current is None:
            self._write("idle")
        return False
