package dev.serbench.codec.sbe;

import dev.serbench.model.Event;
import dev.serbench.schemas.sbe.event.EventEncoder;
import dev.serbench.schemas.sbe.event.MessageHeaderEncoder;
import org.agrona.MutableDirectBuffer;

/** Writes event.xml's Event from the canonical record; the encoder flyweights are reused. */
final class EventWriter {

  private final MessageHeaderEncoder header = new MessageHeaderEncoder();
  private final EventEncoder event = new EventEncoder();

  int event(MutableDirectBuffer buffer, Event value) {
    EventEncoder e = event.wrapAndApplyHeader(buffer, 0, header).id(value.id()).message(value.message());
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }
}
