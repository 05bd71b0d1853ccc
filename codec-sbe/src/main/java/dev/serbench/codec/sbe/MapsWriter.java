package dev.serbench.codec.sbe;

import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.sbe.maps.MessageHeaderEncoder;
import dev.serbench.schemas.sbe.maps.NumberMapEncoder;
import dev.serbench.schemas.sbe.maps.NumberMapListEncoder;
import java.util.Map;
import org.agrona.MutableDirectBuffer;

/** Writes maps.xml's messages from the canonical maps, one group entry per map entry; flyweights are reused. */
final class MapsWriter {

  private final MessageHeaderEncoder header = new MessageHeaderEncoder();
  private final NumberMapEncoder numberMap = new NumberMapEncoder();
  private final NumberMapListEncoder numberMapList = new NumberMapListEncoder();

  int numberMap(MutableDirectBuffer buffer, NumberMap value) {
    NumberMapEncoder e = numberMap.wrapAndApplyHeader(buffer, 0, header);
    Map<Long, Double> entries = value.entries();
    NumberMapEncoder.EntriesEncoder group = e.entriesCount(entries.size());
    for (Map.Entry<Long, Double> entry : entries.entrySet()) {
      group.next().key(entry.getKey()).value(entry.getValue());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int numberMapList(MutableDirectBuffer buffer, NumberMapList value) {
    NumberMapListEncoder e = numberMapList.wrapAndApplyHeader(buffer, 0, header);
    NumberMapListEncoder.MapsEncoder maps = e.mapsCount(value.maps().size());
    for (NumberMap map : value.maps()) {
      Map<Long, Double> entries = map.entries();
      NumberMapListEncoder.MapsEncoder.EntriesEncoder group = maps.next().entriesCount(entries.size());
      for (Map.Entry<Long, Double> entry : entries.entrySet()) {
        group.next().key(entry.getKey()).value(entry.getValue());
      }
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }
}
